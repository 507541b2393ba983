import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { CONTACTS_PAGE_SIZE, ContactsPageDto } from './dto/contacts-page.dto';
import { ConversationPageDto } from './dto/conversation-page.dto';
import { SendMessageDto } from './dto/send-message.dto';
import { ContactJson, MessageJson, MessagesService } from './messages.service';

@Controller('messages')
@Allow(...ALL_ROLES)
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** The Messages page's team-member list, a page at a time (declared before `:userId`, which would swallow it). */
  @Get('contacts')
  contacts(@CurrentUser() viewer: User, @Query() page: ContactsPageDto): Promise<ContactJson[]> {
    return this.messages.contacts(viewer, { search: page.search, after: page.after, limit: page.limit ?? CONTACTS_PAGE_SIZE });
  }

  /** One person of the list: the conversation opened from the address may not be on a loaded page. */
  @Get('contacts/:userId')
  contact(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string): Promise<ContactJson> {
    return this.messages.contact(viewer, userId);
  }

  @Get(':userId')
  conversation(
    @CurrentUser() viewer: User,
    @Param('userId', UuidParamPipe) userId: string,
    @Query() page: ConversationPageDto,
  ): Promise<MessageJson[]> {
    return this.messages.conversation(viewer, userId, page.before, page.limit);
  }

  @Post()
  send(@CurrentUser() sender: User, @Body() body: SendMessageDto): Promise<MessageJson> {
    return this.messages.send(sender, body);
  }

  @Patch(':userId/read')
  markRead(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string): Promise<{ markedRead: number }> {
    return this.messages.markRead(viewer, userId);
  }
}
