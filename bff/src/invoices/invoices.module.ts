// Entity and migration only for now (used by the demo seed); endpoints come with their issue.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invoice } from './invoice.entity';

@Module({ imports: [TypeOrmModule.forFeature([Invoice])], exports: [TypeOrmModule] })
export class InvoicesModule {}
