import { Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IssuesModule } from '../issues/issues.module';
import { IssuePhoto } from './issue-photo.entity';
import { IssuePhotosController } from './issue-photos.controller';
import { IssuePhotosRepository } from './issue-photos.repository';
import { IssuePhotosService } from './issue-photos.service';
import { FilePhotoStorage } from './storage/file-photo-storage';
import { PHOTO_STORAGE, type PhotoStorage } from './storage/photo-storage';
import { S3PhotoStorage } from './storage/s3-photo-storage';

/** The store the configuration names: files under DATA_DIR/uploads, or the S3 bucket. */
function photoStorageOf(config: AppConfig): PhotoStorage {
  return config.photoStorage.kind === 's3' ? new S3PhotoStorage(config.photoStorage) : new FilePhotoStorage(config.photoStorage.directory);
}

@Module({
  imports: [TypeOrmModule.forFeature([IssuePhoto]), IssuesModule],
  controllers: [IssuePhotosController],
  providers: [IssuePhotosRepository, IssuePhotosService, { provide: PHOTO_STORAGE, useFactory: photoStorageOf, inject: [APP_CONFIG] }],
})
export class IssuePhotosModule implements OnApplicationShutdown {
  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3PhotoStorage) this.storage.destroy();
  }
}
