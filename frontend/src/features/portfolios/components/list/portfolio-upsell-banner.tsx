import AlertTitle from '@mui/material/AlertTitle';
import { UpgradeBanner } from '../../../../components/insolvency/upgrade-banner';

/** Free users: what portfolios are and the way to Pro (the yellow banner of every Pro feature). */
export function PortfolioUpsellBanner() {
  return (
    <UpgradeBanner role="note">
      <AlertTitle>Portfolios sind Teil von Pro</AlertTitle>
      Mit Pro laden Sie Ihre ganze Debitorenliste als CSV- oder Excel-Datei hoch (bis zu 100.000 Kunden) und sehen jeden
      Tag, welcher Ihrer Kunden in einer Insolvenzbekanntmachung steht, mit Begründung und Prüfliste.
    </UpgradeBanner>
  );
}
