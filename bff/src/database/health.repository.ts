// The health check's one question to PostgreSQL: does it answer?
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when PostgreSQL runs a statement now (a pool connection, one round trip). */
  async databaseUp(): Promise<boolean> {
    try {
      // Raw SQL: a ping reads no table, which QueryBuilder cannot select from.
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
