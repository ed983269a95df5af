import AlertTitle from '@mui/material/AlertTitle';
import { UpgradeBanner } from '../../../components/insolvency/upgrade-banner';

/** SPEC §2: the yellow banner non-Pro users see, linking to /pricing (the same yellow as the other banners). */
export function ProUpsellBanner() {
  return (
    // A standing hint, not an urgent message: `note` instead of Alert's default `alert` role.
    <UpgradeBanner role="note">
      <AlertTitle>E-Mail-Benachrichtigungen sind Teil von Pro</AlertTitle>
      Mit einem Pro-Abonnement erhalten Sie täglich eine E-Mail, sobald neue Insolvenzverfahren zu Ihren beobachteten
      Firmen und Stichwörtern veröffentlicht werden.
    </UpgradeBanner>
  );
}
