import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AuthRateLimitGuard } from '../common/auth-rate-limit.guard';
import { Invitation } from './invitation.entity';
import { InvitationsController, InviteAcceptanceController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invitation]), AuthModule],
  controllers: [InvitationsController, InviteAcceptanceController],
  providers: [InvitationsRepository, InvitationsService, AuthRateLimitGuard],
})
export class InvitationsModule {}
