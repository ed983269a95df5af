import { detectLegalForm } from './legal-form.js';

describe('legal forms', () => {
  it.each([
    ['Golfpark Beispiel GmbH', 'GmbH'],
    ['Beispiel Beteiligungsgesellschaft mbH', 'GmbH'],
    ['Glas-Muster Gesellschaft mit beschränkter Haftung', 'GmbH'],
    ['Probe UG (haftungsbeschränkt)', 'UG (haftungsbeschränkt)'],
    ['TJX UG', 'UG (haftungsbeschränkt)'],
    ['Muster GmbH & Co. KG', 'GmbH & Co. KG'],
    ['Muster GmbH & Co KG', 'GmbH & Co. KG'],
    ['Muster GmbH & Co. Transporte KG', 'GmbH & Co. KG'],
    ['Probe UG (haftungsbeschränkt) & Co. KG', 'UG (haftungsbeschränkt) & Co. KG'],
    ['Beispiel International AG', 'AG'],
    ['Bootshaus am See OHG', 'OHG'],
    ["Tom's Transporte oHG", 'OHG'],
    ['Muster KG', 'KG'],
    ['Sportverein Beispiel e.V.', 'e.V.'],
    ['Wohnungsbau Probe eG', 'eG'],
    ['Probe & Muster GbR', 'GbR'],
    ['Beispiel SE', 'SE'],
    ['Example Trading Ltd.', 'Ltd.'],
    ['Max Mustermann', null],
  ])('%s → %s', (name, form) => {
    expect(detectLegalForm(name)).toBe(form);
  });
});
