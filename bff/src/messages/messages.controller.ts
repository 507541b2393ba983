import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { answerKey, AnswersService, JsonText } from '../answers/answers.service';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { CONTACTS_PAGE_SIZE, ContactsPageDto } from './dto/contacts-page.dto';
import { ConversationPageDto, DEFAULT_PAGE_SIZE } from './dto/conversation-page.dto';
import { SendMessageDto } from './dto/send-message.dto';
import { conversationsOfTag, conversationTag, messagesToTag } from './chat-answers';
import { ContactJson, MessageJson, MessagesService } from './messages.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('messages')
@Allow(...ALL_ROLES)
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly answers: AnswersService,
  ) {}

  /**
   * The Messages page's team-member list, a page at a time (declared before `:userId`, which would
   * swallow it), as JSON text kept per viewer and page until the viewer's conversations, a message
   * to them (unread counts) or any person (names, roles, who is listed) changes.
   */
  @AnswersList('ContactJson')
  @Get('contacts')
  @JsonText()
  contacts(@CurrentUser() viewer: User, @Query() query: ContactsPageDto): Promise<string> {
    const page = { search: query.search, after: query.after?.toLowerCase(), limit: query.limit ?? CONTACTS_PAGE_SIZE };
    return this.answers.json(
      answerKey('messages/contacts', viewer.id, page.search, page.after, page.limit),
      () => this.messages.contacts(viewer, page),
      () => [conversationsOfTag(viewer.id), messagesToTag(viewer.id), 'users'],
    );
  }

  /**
   * How many messages to the viewer are unread (the sidebar's Messages badge), as JSON text kept
   * until a message to them (sent or read) or any person (the audience rule reads roles) changes.
   */
  @Answers('CountJson')
  @Get('unread-count')
  @JsonText()
  unreadCount(@CurrentUser() viewer: User): Promise<string> {
    return this.answers.json(
      answerKey('messages/unread-count', viewer.id, viewer.role),
      () => this.messages.unreadCount(viewer),
      () => [messagesToTag(viewer.id), 'users'],
    );
  }

  /** One person of the list: the conversation opened from the address may not be on a loaded page. */
  @Answers('ContactJson')
  @Get('contacts/:userId')
  contact(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string): Promise<ContactJson> {
    return this.messages.contact(viewer, userId);
  }

  /**
   * A page of the conversation with `userId`, as JSON text kept per viewer and page until a message
   * of the conversation, or either person (roles: the audience rule), changes. Refusals (403, 404)
   * are not kept.
   */
  @AnswersList('MessageJson')
  @Get(':userId')
  @JsonText()
  conversation(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string, @Query() page: ConversationPageDto): Promise<string> {
    const before = page.before?.toLowerCase();
    const limit = page.limit ?? DEFAULT_PAGE_SIZE;
    return this.answers.json(
      answerKey('messages/conversation', viewer.id, userId, before, limit),
      () => this.messages.conversation(viewer, userId, before, limit),
      () => [conversationTag(viewer.id, userId), `user:${viewer.id}`, `user:${userId}`],
    );
  }

  @Answers('MessageJson')
  @Post()
  send(@CurrentUser() sender: User, @Body() body: SendMessageDto): Promise<MessageJson> {
    return this.messages.send(sender, body);
  }

  @Answers('MarkedReadJson')
  @Patch(':userId/read')
  markRead(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string): Promise<{ markedRead: number }> {
    return this.messages.markRead(viewer, userId);
  }
}
