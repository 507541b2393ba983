import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '../inventory/inventory.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimeEntriesModule } from '../time-entries/time-entries.module';
import { UsersModule } from '../users/users.module';
import { GeocoderService } from './geocoder.service';
import { JobSiteCostsController } from './job-site-costs.controller';
import { JobSiteCostsService } from './job-site-costs.service';
import { JobSite } from './job-site.entity';
import { JobSitesController } from './job-sites.controller';
import { JobSitesRepository } from './job-sites.repository';
import { JobSitesService } from './job-sites.service';
import { JobStart } from './job-start.entity';

@Module({
  imports: [TypeOrmModule.forFeature([JobSite, JobStart]), UsersModule, InventoryModule, NotificationsModule, TimeEntriesModule],
  controllers: [JobSitesController, JobSiteCostsController],
  providers: [JobSitesRepository, JobSitesService, JobSiteCostsService, GeocoderService],
  exports: [TypeOrmModule, JobSitesRepository, JobSitesService],
})
export class JobSitesModule {}
