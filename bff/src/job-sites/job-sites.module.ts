import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobSite } from './job-site.entity';
import { JobSitesController } from './job-sites.controller';
import { JobSitesService } from './job-sites.service';

@Module({
  imports: [TypeOrmModule.forFeature([JobSite])],
  controllers: [JobSitesController],
  providers: [JobSitesService],
  exports: [TypeOrmModule, JobSitesService],
})
export class JobSitesModule {}
