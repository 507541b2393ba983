import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Document } from './document.entity';
import { DocumentTranslation } from './document-translation.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';

@Module({
  imports: [TypeOrmModule.forFeature([Document, DocumentTranslation]), InvoicesModule, NotificationsModule],
  controllers: [DocumentsController],
  providers: [DocumentsRepository, DocumentsService],
})
export class DocumentsModule {}
