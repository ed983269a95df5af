import type { ClaimLetterForm } from '../../letter/claim-letter-form.js';
import type { ClaimLetterDraft, ClaimLetterDrafts } from '../claim-letter-drafts.port.js';

const form = (reason: string, amount = '1.234,56'): ClaimLetterForm => ({
  creditor: {
    name: 'Erika Gläubiger',
    company: 'Baustoffe Süd GmbH',
    street: 'Lindenstraße 5',
    postalCode: '50667',
    city: 'Köln',
    email: '',
    phone: '',
  },
  claims: [{ kind: 'hauptforderung', reason, amount, evidence: 'Rechnung' }],
  reference: '',
});

const draft = (id: string, userId: string, caseId: number, reason: string, at: string): ClaimLetterDraft => ({
  id,
  userId,
  caseId,
  form: form(reason),
  createdAt: at,
  updatedAt: at,
});

/** The behaviour every `ClaimLetterDrafts` adapter has (run by the SQLite and the MongoDB spec). */
export function claimLetterDraftsContract(open: () => Promise<ClaimLetterDrafts>): void {
  let drafts: ClaimLetterDrafts;
  beforeEach(async () => {
    drafts = await open();
  });

  it('keeps drafts per owner and case, lists the last changed first and returns the form as saved', async () => {
    await drafts.save(draft('d-1', 'u-1', 42, 'Rechnung 1', '2026-11-28T09:00:00.000Z'));
    await drafts.save(draft('d-2', 'u-1', 42, 'Rechnung 2 – Müller & Söhne', '2026-11-28T10:00:00.000Z'));
    await drafts.save(draft('d-3', 'u-1', 7, 'anderer Fall', '2026-11-28T11:00:00.000Z'));
    await drafts.save(draft('d-4', 'u-2', 42, 'andere Nutzerin', '2026-11-28T12:00:00.000Z'));

    expect((await drafts.listOfCase('u-1', 42)).map((d) => d.id)).toEqual(['d-2', 'd-1']);
    expect(await drafts.get('u-1', 'd-2')).toEqual(
      draft('d-2', 'u-1', 42, 'Rechnung 2 – Müller & Söhne', '2026-11-28T10:00:00.000Z'),
    );
    expect(await drafts.countOf('u-1')).toBe(3);
    expect(await drafts.countOf('u-3')).toBe(0);

    await drafts.save({
      ...draft('d-1', 'u-1', 42, 'Rechnung 1, korrigiert', '2026-11-28T09:00:00.000Z'),
      updatedAt: '2026-11-28T13:00:00.000Z',
    });
    const [first] = await drafts.listOfCase('u-1', 42);
    expect(first).toMatchObject({
      id: 'd-1',
      createdAt: '2026-11-28T09:00:00.000Z',
      updatedAt: '2026-11-28T13:00:00.000Z',
    });
    expect(first!.form.claims[0]!.reason).toBe('Rechnung 1, korrigiert');
  });

  it("never shows, changes or deletes another user's draft", async () => {
    await drafts.save(draft('d-1', 'u-1', 42, 'meins', '2026-11-28T09:00:00.000Z'));
    expect(await drafts.get('u-2', 'd-1')).toBeNull();
    expect(await drafts.listOfCase('u-2', 42)).toEqual([]);
    // Saving under someone else's id changes nothing of theirs.
    await drafts.save(draft('d-1', 'u-2', 42, 'fremd', '2026-11-28T10:00:00.000Z'));
    expect((await drafts.get('u-1', 'd-1'))!.form.claims[0]!.reason).toBe('meins');
    expect(await drafts.get('u-2', 'd-1')).toBeNull();
    expect(await drafts.remove('u-2', 'd-1')).toBe(false);
    expect(await drafts.get('u-1', 'd-1')).not.toBeNull();
  });

  it('deletes one draft, or every draft of a user with the account', async () => {
    await drafts.save(draft('d-1', 'u-1', 42, 'eins', '2026-11-28T09:00:00.000Z'));
    await drafts.save(draft('d-2', 'u-1', 7, 'zwei', '2026-11-28T09:00:00.000Z'));
    await drafts.save(draft('d-3', 'u-2', 42, 'bleibt', '2026-11-28T09:00:00.000Z'));
    expect(await drafts.remove('u-1', 'd-1')).toBe(true);
    expect(await drafts.remove('u-1', 'd-1')).toBe(false);
    expect(await drafts.get('u-1', 'd-1')).toBeNull();
    expect(await drafts.removeAllOf('u-1')).toBe(1);
    expect(await drafts.countOf('u-1')).toBe(0);
    expect(await drafts.removeAllOf('u-1')).toBe(0);
    expect(await drafts.get('u-2', 'd-3')).not.toBeNull();
  });

  it("deletes every user's drafts of cases the retention erased, and no other", async () => {
    await drafts.save(draft('d-1', 'u-1', 42, 'eins', '2026-11-28T09:00:00.000Z'));
    await drafts.save(draft('d-2', 'u-2', 42, 'zwei', '2026-11-28T09:00:00.000Z'));
    await drafts.save(draft('d-3', 'u-1', 7, 'bleibt', '2026-11-28T09:00:00.000Z'));
    expect(await drafts.removeOfCases([42, 99])).toBe(2);
    expect(await drafts.listOfCase('u-1', 42)).toEqual([]);
    expect(await drafts.listOfCase('u-2', 42)).toEqual([]);
    expect(await drafts.get('u-1', 'd-3')).not.toBeNull();
    expect(await drafts.removeOfCases([])).toBe(0);
  });
}
