// Entity and migration only for now (used by the demo seed); endpoints come with their issue.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobSite } from './job-site.entity';

@Module({ imports: [TypeOrmModule.forFeature([JobSite])], exports: [TypeOrmModule] })
export class JobSitesModule {}
