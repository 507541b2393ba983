import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../auth/sessions.module';
import { UsersModule } from '../users/users.module';
import { Invitation } from './invitation.entity';
import { InvitationsController, InviteAcceptanceController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invitation]), AuthModule, SessionsModule, UsersModule],
  controllers: [InvitationsController, InviteAcceptanceController],
  providers: [InvitationsRepository, InvitationsService],
})
export class InvitationsModule {}
