import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { CONTACTS_PAGE_SIZE, ContactsPageDto } from './dto/contacts-page.dto';
import { ConversationPageDto, DEFAULT_PAGE_SIZE } from './dto/conversation-page.dto';
import { SendMessageDto } from './dto/send-message.dto';
import type { ContactJson, MessageJson } from './messages.repository';
import { MessagesService } from './messages.service';

/** The contacts page asked for, defaults applied. */
function contactsPage(query: ContactsPageDto) {
  return { search: query.search, after: query.after?.toLowerCase(), limit: query.limit ?? CONTACTS_PAGE_SIZE };
}
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('messages')
@Allow(...ALL_ROLES)
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /**
   * The Messages page's team-member list, a page at a time (declared before `:userId`, which would
   * swallow it), kept per viewer and page until the viewer's conversations, a message to them
   * (unread counts) or any person (names, roles, who is listed) changes.
   */
  @AnswersList('ContactJson')
  @Get('contacts')
  @CachedAnswer({
    key: (viewer: User, query: ContactsPageDto) => [viewer.id, ...Object.values(contactsPage(query))],
    tags: (_page: ContactJson[], viewer: User) => [ANSWER_TAGS.conversations.user.of(viewer.id), ANSWER_TAGS.messages.to.of(viewer.id), 'users'],
  })
  contacts(@CurrentUser() viewer: User, @Query() query: ContactsPageDto): Promise<ContactJson[]> {
    return this.messages.contacts(viewer, contactsPage(query));
  }

  /**
   * How many messages to the viewer are unread (the sidebar's Messages badge), kept until a
   * message to them (sent or read) or any person (the audience rule reads roles) changes.
   */
  @Answers('CountJson')
  @Get('unread-count')
  @CachedAnswer({
    key: (viewer: User) => [viewer.id, viewer.role],
    tags: (_count: { count: number }, viewer: User) => [ANSWER_TAGS.messages.to.of(viewer.id), 'users'],
  })
  unreadCount(@CurrentUser() viewer: User): Promise<{ count: number }> {
    return this.messages.unreadCount(viewer);
  }

  /** One person of the list: the conversation opened from the address may not be on a loaded page. */
  @Answers('ContactJson')
  @Get('contacts/:userId')
  contact(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string): Promise<ContactJson> {
    return this.messages.contact(viewer, userId);
  }

  /**
   * A page of the conversation with `userId`, kept per viewer and page until a message of the
   * conversation, or either person (roles: the audience rule), changes. Refusals (403, 404) are
   * not kept.
   */
  @AnswersList('MessageJson')
  @Get(':userId')
  @CachedAnswer({
    key: (viewer: User, userId: string, page: ConversationPageDto) => [viewer.id, userId, page.before?.toLowerCase(), page.limit ?? DEFAULT_PAGE_SIZE],
    tags: (_page: MessageJson[], viewer: User, userId: string) => [
      ANSWER_TAGS.messages.pair.of(viewer.id, userId),
      ANSWER_TAGS.users.user.of(viewer.id),
      ANSWER_TAGS.users.user.of(userId),
    ],
  })
  conversation(@CurrentUser() viewer: User, @Param('userId', UuidParamPipe) userId: string, @Query() page: ConversationPageDto): Promise<MessageJson[]> {
    return this.messages.conversation(viewer, userId, page.before?.toLowerCase(), page.limit ?? DEFAULT_PAGE_SIZE);
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
