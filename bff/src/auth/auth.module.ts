import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SelfRegistrationModule } from '../self-registration/self-registration.module';
import { UsersModule } from '../users/users.module';
import { AuthAttemptsModule } from './auth-attempts.module';
import { AuthController, SessionNavigationController } from './auth.controller';
import { AuthService } from './auth.service';
import { MailService } from './mail.service';
import { PasswordHasher } from './password-hasher';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';
import { LoginFailuresRepository } from './login-failures.repository';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { SessionsModule } from './sessions.module';

@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetToken]), UsersModule, SessionsModule, SelfRegistrationModule, AuthAttemptsModule],
  controllers: [AuthController, SessionNavigationController],
  providers: [AuthService, LoginFailuresRepository, PasswordResetTokensRepository, PasswordHasher, MailService, LocalStrategy, LocalAuthGuard],
  exports: [PasswordHasher, MailService],
})
export class AuthModule {}
