import { RegisterHandler } from './register/register.command-handler.js';
import { LogInHandler } from './login/login.command-handler.js';
import { LogOutHandler } from './logout/logout.command-handler.js';
import { UpdateProfileHandler } from './update-profile/update-profile.command-handler.js';
import { ChangePasswordHandler } from './change-password/change-password.command-handler.js';
import { SetUserStatusHandler } from './set-user-status/set-user-status.command-handler.js';
import { ResendConfirmationHandler } from './resend-confirmation/resend-confirmation.command-handler.js';
import { ListApiKeysHandler } from './api-keys/list-api-keys.query-handler.js';
import { IssueApiKeyHandler } from './api-keys/issue-api-key.command-handler.js';
import { RevokeApiKeyHandler } from './api-keys/revoke-api-key.command-handler.js';
import { CreateCheckoutHandler } from './billing/checkout/create-checkout.command-handler.js';
import { CreatePortalHandler } from './billing/portal/create-portal.command-handler.js';
import { ListInvoicesHandler } from './billing/invoices/list-invoices.query-handler.js';
import { GetSubscriptionStatusHandler } from './billing/subscription-status/get-subscription-status.query-handler.js';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { AuthenticationGuard } from './authentication/authentication.guard.js';
import { AdminBootstrap } from './bootstrap-admin/bootstrap-admin.js';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { CurrentUserView } from './current-user/current-user-view.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { EmailReservationNamesStartup } from './email-reservation/email-reservation-names.startup.js';
import { EmailReservations } from './email-reservation/email-reservations.js';
import { ListUsersController } from './list-users/list-users.controller.js';
import { LoginController } from './login/login.controller.js';
import { LogoutController } from './logout/logout.controller.js';
import { LoginThrottle } from './rate-limits/login-throttle.js';
import { DeviceCookies } from './device-cookies/device-cookies.js';
import { JWT_SECRET } from '../platform/config/jwt-secret.js';
import { ExistingAccountNotice } from './register/existing-account-notice.js';
import { accountQueriesProvider } from './read-model/read-store.providers.js';
import { ACCOUNT_QUERIES } from './read-model/account-queries.port.js';
import { JwtSessionStrategy } from './authentication/jwt-session.strategy.js';
import { ListUsersHandler } from './list-users/list-users.query-handler.js';
import { GetCurrentUserHandler } from './current-user/get-current-user.query-handler.js';
import { RegisterController } from './register/register.controller.js';
import { RegisterUserHandler } from './register/register-user.handler.js';
import { SessionStarter } from './sessions/session-starter.js';
import { SessionTokens } from './sessions/session-tokens.js';
import { SetUserStatusController } from './set-user-status/set-user-status.controller.js';
import { UpdateProfileController } from './update-profile/update-profile.controller.js';
import { UserCommands } from './user-commands.js';
import { WriteSideAccounts } from './write-side/write-side-accounts.js';
import { UnconfirmedAccountEraser } from './expire-unconfirmed/unconfirmed-account-eraser.js';
import { EraseExpiredAccountsHandler } from './expire-unconfirmed/erase-expired-accounts.command-handler.js';
import { ConfirmEmailController } from './confirm-email/confirm-email.controller.js';
import { ConfirmEmailHandler } from './confirm-email/confirm-email.command-handler.js';
import { EmailConfirmations } from './email-confirmation/email-confirmations.js';
import { Passwords, passwordHashingPoolProvider } from './passwords/passwords.js';
import { ConfirmationMailLimit, RegistrationLimit } from './rate-limits/registration-limits.js';
import { ResendConfirmationController } from './resend-confirmation/resend-confirmation.controller.js';
import { CreateCheckoutController } from './billing/checkout/create-checkout.controller.js';
import { ListInvoicesController } from './billing/invoices/list-invoices.controller.js';
import { CreatePortalController } from './billing/portal/create-portal.controller.js';
import { BillingCustomer } from './billing/stripe/billing-customer.js';
import { createStripeGateway, STRIPE } from './billing/stripe/stripe-client.js';
import { SubscriptionStatusController } from './billing/subscription-status/subscription-status.controller.js';
import { StripeWebhookController } from './billing/webhook/stripe-webhook.controller.js';
import { HandleStripeEventHandler } from './billing/webhook/handle-stripe-event.command-handler.js';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../platform/rate-limits/rate-limit-store.port.js';
import { SLEEPER, type Sleeper } from '../platform/clock/sleeper.js';
import { AccountContactHandler } from './account-contact/account-contact.query-handler.js';
import { AdminRemovals } from './admin-removals/admin-removals.js';
import { AccountErasures } from './delete-account/account-erasures.js';
import { DeleteAccountController } from './delete-account/delete-account.controller.js';
import { DeleteAccountHandler } from './delete-account/delete-account.command-handler.js';
import { SignedLinkLimit } from '../platform/http/signed-links/signed-link-limit.js';

import { AdminAddressesModule } from './admin-addresses/admin-addresses.module.js';

import { PasswordResetLinks } from './password-reset/password-reset-links.js';
import { PasswordResetLimit } from './rate-limits/password-reset-limit.js';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.command-handler.js';
import { RequestPasswordResetController } from './request-password-reset/request-password-reset.controller.js';
import { ResetPasswordHandler } from './reset-password/reset-password.command-handler.js';
import { ResetPasswordController } from './reset-password/reset-password.controller.js';
/** Accounts: registration and e-mail confirmation, sessions, profile, password, admin user management, API keys, plans and billing. */
@Module({
  imports: [AdminAddressesModule],
  controllers: [
    RegisterController,
    LoginController,
    LogoutController,
    CurrentUserController,
    UpdateProfileController,
    ConfirmEmailController,
    ResendConfirmationController,
    ChangePasswordController,
    RequestPasswordResetController,
    ResetPasswordController,
    DeleteAccountController,
    ListUsersController,
    SetUserStatusController,
    ApiKeysController,
    SubscriptionStatusController,
    CreateCheckoutController,
    CreatePortalController,
    ListInvoicesController,
    StripeWebhookController,
  ],
  providers: [
    WriteSideAccounts,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    SignedLinkLimit,
    { provide: DeviceCookies, inject: [JWT_SECRET], useFactory: (secret: string) => new DeviceCookies(secret) },
    {
      provide: LoginThrottle,
      inject: [RATE_LIMIT_STORE, SLEEPER],
      useFactory: (store: RateLimitStore, sleeper: Sleeper) => new LoginThrottle(store, sleeper),
    },
    {
      provide: RegistrationLimit,
      inject: [RATE_LIMIT_STORE, APP_CONFIG],
      useFactory: (store: RateLimitStore, config: AppConfig) =>
        new RegistrationLimit(store, config.accountLimits.registrationsPerIpPerHour),
    },
    {
      provide: PasswordResetLimit,
      inject: [RATE_LIMIT_STORE],
      useFactory: (store: RateLimitStore) => new PasswordResetLimit(store),
    },
    {
      provide: ConfirmationMailLimit,
      inject: [RATE_LIMIT_STORE],
      useFactory: (store: RateLimitStore) => new ConfirmationMailLimit(store),
    },
    passwordHashingPoolProvider,
    Passwords,
    EmailConfirmations,
    PasswordResetLinks,
    ConfirmEmailHandler,
    accountQueriesProvider,
    JwtSessionStrategy,
    ListUsersHandler,
    GetCurrentUserHandler,
    UserCommands,
    SessionTokens,
    SessionStarter,
    CurrentUserView,
    RegisterUserHandler,
    ExistingAccountNotice,
    EmailReservationNamesStartup,
    EmailReservations,
    UnconfirmedAccountEraser,
    AccountErasures,
    AdminRemovals,
    AdminBootstrap,
    { provide: STRIPE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStripeGateway(config) },
    BillingCustomer,
    // The use cases behind the controllers (CommandBus / QueryBus).
    RegisterHandler,
    LogInHandler,
    LogOutHandler,
    UpdateProfileHandler,
    ChangePasswordHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    DeleteAccountHandler,
    SetUserStatusHandler,
    ResendConfirmationHandler,
    ListApiKeysHandler,
    IssueApiKeyHandler,
    RevokeApiKeyHandler,
    CreateCheckoutHandler,
    CreatePortalHandler,
    ListInvoicesHandler,
    GetSubscriptionStatusHandler,
    HandleStripeEventHandler,
    EraseExpiredAccountsHandler,
    AccountContactHandler,
  ],
  exports: [UserCommands, ACCOUNT_QUERIES, AdminBootstrap, RegisterUserHandler],
})
export class AccountsModule {}
