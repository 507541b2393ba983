import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { CurrentUser } from '../common/current-user.decorator';
import { Allow } from '../common/access.decorators';
import { UuidParamPipe } from '../common/pipes';
import { ROLES, SCHEDULABLE_ROLES } from '../common/roles';
import { ChangeRoleDto } from './dto/change-role.dto';
import { SetActiveDto } from './dto/set-active.dto';
import { SetPayRateDto } from './dto/pay-rate.dto';
import { User } from './user.entity';
import { UserCountsDto } from './dto/user-counts.dto';
import { USER_LIST_DEFAULT_LIMIT, UserListDto } from './dto/user-list.dto';
import { USER_SEARCH_DEFAULT_LIMIT, UserSearchDto } from './dto/user-search.dto';
import { MemberJson, TeamMemberJson, UserJson } from './user-json';
import { UserCounts } from './users.repository';
import { UsersService } from './users.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/**
 * People with their email and phone number: admins manage people, so only admins read them. The
 * others see people through the chat's contacts (names and roles of their audience).
 */
@Controller('users')
@Allow('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Team Management's list: a page in name order (default 50), one role or all, a search; deactivated members too; with hourly rates. */
  @AnswersList('TeamMemberJson')
  @Get()
  list(@Query() query: UserListDto): Promise<TeamMemberJson[]> {
    return this.users.team({
      roles: query.role ? [query.role] : ROLES,
      search: query.search,
      after: query.after,
      limit: query.limit ?? USER_LIST_DEFAULT_LIMIT,
    });
  }

  /** Team Management's counts of everyone and of each role; with `search`, of those it finds. */
  @Answers('UserCounts')
  @Get('counts')
  counts(@Query() query: UserCountsDto): Promise<UserCounts> {
    return this.users.counts(query.search);
  }

  /** The Schedule Worker dialog's picker: workers and foremen, searched, a bounded page. */
  @AnswersList('MemberJson')
  @Get('schedulable')
  schedulable(@Query() query: UserSearchDto): Promise<MemberJson[]> {
    return this.users.page({ roles: SCHEDULABLE_ROLES, activeOnly: true, search: query.search, limit: query.limit ?? USER_SEARCH_DEFAULT_LIMIT });
  }

  /** Workers, searched, a bounded page (no screen lists them all: 2,000 at company scale). */
  @AnswersList('MemberJson')
  @Get('workers')
  workers(@Query() query: UserSearchDto): Promise<MemberJson[]> {
    return this.users.page({ roles: ['worker'], activeOnly: true, search: query.search, limit: query.limit ?? USER_SEARCH_DEFAULT_LIMIT });
  }

  /** The job site dialog's foreman picker: foremen, searched, a bounded page. */
  @AnswersList('MemberJson')
  @Get('foremen')
  foremen(@Query() query: UserSearchDto): Promise<MemberJson[]> {
    return this.users.page({ roles: ['foreman'], activeOnly: true, search: query.search, limit: query.limit ?? USER_SEARCH_DEFAULT_LIMIT });
  }

  /** The client pickers (Assign Client, Create Invoice): clients, searched, a bounded page. */
  @AnswersList('MemberJson')
  @Get('clients')
  clients(@Query() query: UserSearchDto): Promise<MemberJson[]> {
    return this.users.page({ roles: ['client'], activeOnly: true, search: query.search, limit: query.limit ?? USER_SEARCH_DEFAULT_LIMIT });
  }

  @Answers('UserJson')
  @Patch(':id/role')
  changeRole(@Param('id', UuidParamPipe) id: string, @Body() body: ChangeRoleDto): Promise<UserJson> {
    return this.users.changeRole(id, body.role);
  }

  /** Sets a worker's, foreman's or admin's hourly rate ("28.50"; null clears it); clients have none (400). */
  @Answers('TeamMemberJson')
  @Patch(':id/pay-rate')
  setPayRate(@Param('id', UuidParamPipe) id: string, @Body() body: SetPayRateDto): Promise<TeamMemberJson> {
    return this.users.setPayRate(id, body.hourlyRate);
  }

  /** Deactivates (no login, gone from pickers and contacts, history kept) or reactivates a member. */
  @Answers('MemberJson')
  @Patch(':id/active')
  setActive(@CurrentUser() actor: User, @Param('id', UuidParamPipe) id: string, @Body() body: SetActiveDto): Promise<MemberJson> {
    return this.users.setActive(actor, id, body.active);
  }
}
