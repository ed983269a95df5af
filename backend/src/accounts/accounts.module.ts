import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { AuthenticationGuard } from './authentication/authentication.guard.js';
import { AdminBootstrap } from './bootstrap-admin/bootstrap-admin.js';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { CurrentUserView } from './current-user/current-user-view.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { EmailLock } from './email-lock.js';
import { ListUsersController } from './list-users/list-users.controller.js';
import { LoginController } from './login/login.controller.js';
import { LogoutController } from './logout/logout.controller.js';
import { LoginThrottle } from './rate-limits/login-throttle.js';
import { sqliteAccountQueriesProvider } from './read-model/sqlite/sqlite-account-queries.js';
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
import { ConfirmEmailController } from './confirm-email/confirm-email.controller.js';
import { ConfirmEmailHandler } from './confirm-email/confirm-email.handler.js';
import { EmailConfirmations } from './email-confirmation/email-confirmations.js';
import { Passwords, passwordHashingPoolProvider } from './passwords/passwords.js';
import { ConfirmationResendLimit, RegistrationLimit } from './rate-limits/registration-limits.js';
import { ResendConfirmationController } from './resend-confirmation/resend-confirmation.controller.js';
import { CreateCheckoutController } from './billing/checkout/create-checkout.controller.js';
import { ListInvoicesController } from './billing/invoices/list-invoices.controller.js';
import { CreatePortalController } from './billing/portal/create-portal.controller.js';
import { BillingCustomer } from './billing/stripe/billing-customer.js';
import { createStripeGateway, STRIPE } from './billing/stripe/stripe-client.js';
import { SubscriptionStatusController } from './billing/subscription-status/subscription-status.controller.js';
import { StripeWebhookController } from './billing/webhook/stripe-webhook.controller.js';
import { StripeWebhookHandler } from './billing/webhook/stripe-webhook.handler.js';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';

/** Accounts: registration and e-mail confirmation, sessions, profile, password, admin user management, API keys, plans and billing. */
@Module({
  controllers: [
    RegisterController,
    LoginController,
    LogoutController,
    CurrentUserController,
    UpdateProfileController,
    ConfirmEmailController,
    ResendConfirmationController,
    ChangePasswordController,
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
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: LoginThrottle, inject: [CLOCK], useFactory: (clock: Clock) => new LoginThrottle(clock) },
    {
      provide: RegistrationLimit,
      inject: [CLOCK, APP_CONFIG],
      useFactory: (clock: Clock, config: AppConfig) =>
        new RegistrationLimit(clock, config.accountLimits.registrationsPerIpPerHour),
    },
    {
      provide: ConfirmationResendLimit,
      inject: [CLOCK],
      useFactory: (clock: Clock) => new ConfirmationResendLimit(clock),
    },
    passwordHashingPoolProvider,
    Passwords,
    EmailConfirmations,
    ConfirmEmailHandler,
    sqliteAccountQueriesProvider,
    JwtSessionStrategy,
    ListUsersHandler,
    GetCurrentUserHandler,
    UserCommands,
    SessionTokens,
    SessionStarter,
    CurrentUserView,
    RegisterUserHandler,
    EmailLock,
    AdminBootstrap,
    { provide: STRIPE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStripeGateway(config) },
    BillingCustomer,
    StripeWebhookHandler,
  ],
  exports: [UserCommands, ACCOUNT_QUERIES, AdminBootstrap, RegisterUserHandler],
})
export class AccountsModule {}
