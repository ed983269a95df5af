import { UpgradeBanner } from '../../../../components/insolvency/upgrade-banner';

/** What free users see instead of the key form (the server answers 403 'API-Zugang erfordert ein Pro-Abonnement.'). */
export function ApiKeysUpsell() {
  return (
    <UpgradeBanner>
      API-Zugang erfordert ein Pro-Abonnement. Mit Pro rufen Sie Suche und Meldungen direkt aus Ihren eigenen Systemen
      ab.
    </UpgradeBanner>
  );
}
