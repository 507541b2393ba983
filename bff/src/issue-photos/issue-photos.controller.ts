import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers } from '../openapi/answers.decorator';
import type { User } from '../users/user.entity';
import { IssuePhotosService, type PhotoVariant } from './issue-photos.service';
import { PHOTO_CONTENT_TYPE } from './photo-image';
import { PHOTO_FIELD, uploadedPhoto } from './photo-upload';
import type { IssuePhotoJson } from './photo-urls';

/** The photo routes' own body limit and parser: create-app.ts lets only these read multipart. */
export const PHOTO_UPLOAD_ROUTE = '/api/issues/:id/photos';
/** Who may send a photo (the service then checks the issue): the multipart hook reads only their uploads. */
export const PHOTO_UPLOAD_ROLES = ['admin', 'foreman', 'worker'] as const;

const IMAGE_ANSWER = {
  status: 200,
  description: 'The image (JPEG), to whoever may see the issue',
  content: { [PHOTO_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
} as const;

@Controller('issues/:id/photos')
export class IssuePhotosController {
  constructor(private readonly photos: IssuePhotosService) {}

  /** One photo (multipart/form-data, the file in `photo`, at most 15 MB), an issue having at most 5. */
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [PHOTO_FIELD], properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary' } } } })
  @Answers('IssuePhotoJson')
  @Allow(...PHOTO_UPLOAD_ROLES)
  @Post()
  add(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Req() request: FastifyRequest): Promise<IssuePhotoJson> {
    return this.photos.add(user, id, () => uploadedPhoto(request));
  }

  @ApiProduces(PHOTO_CONTENT_TYPE)
  @ApiResponse(IMAGE_ANSWER)
  @ApiResponse({ status: 304, description: 'The copy the browser holds (If-None-Match) is still this photo' })
  @Allow('admin', 'foreman', 'worker')
  @Get(':photoId')
  async image(
    @CurrentUser() user: User,
    @Param('id', UuidParamPipe) id: string,
    @Param('photoId', UuidParamPipe) photoId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(user, id, photoId, 'image', request, reply);
  }

  @ApiProduces(PHOTO_CONTENT_TYPE)
  @ApiResponse(IMAGE_ANSWER)
  @ApiResponse({ status: 304, description: 'The copy the browser holds (If-None-Match) is still this thumbnail' })
  @Allow('admin', 'foreman', 'worker')
  @Get(':photoId/thumbnail')
  async thumbnail(
    @CurrentUser() user: User,
    @Param('id', UuidParamPipe) id: string,
    @Param('photoId', UuidParamPipe) photoId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(user, id, photoId, 'thumbnail', request, reply);
  }

  /**
   * A photo never changes (a new one is a new id), so its ETag is its id and variant. The browser
   * may keep it (`private`: no shared cache) but asks again each time (`no-cache`): the permission
   * is checked on every request, and a kept copy costs a 304 instead of the bytes.
   */
  private async send(user: User, id: string, photoId: string, variant: PhotoVariant, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const bytes = await this.photos.bytes(user, id, photoId, variant);
    const etag = `"${photoId}-${variant}"`;
    reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return;
    }
    await reply.type(PHOTO_CONTENT_TYPE).send(bytes);
  }
}
