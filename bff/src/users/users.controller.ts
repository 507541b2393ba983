import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { ChangeRoleDto } from './dto/change-role.dto';
import { User } from './user.entity';
import { UserJson, UserSummaryJson } from './user-json';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Allow(...ALL_ROLES)
  @Get()
  list(@CurrentUser() viewer: User): Promise<Array<UserJson | UserSummaryJson>> {
    return this.users.list(viewer);
  }

  @Allow('admin')
  @Get('workers')
  workers(): Promise<UserJson[]> {
    return this.users.listByRole('worker');
  }

  @Allow('admin')
  @Get('foremen')
  foremen(): Promise<UserJson[]> {
    return this.users.listByRole('foreman');
  }

  @Allow('admin')
  @Get('clients')
  clients(): Promise<UserJson[]> {
    return this.users.listByRole('client');
  }

  @Allow('admin')
  @Patch(':id/role')
  changeRole(@Param('id', UuidParamPipe) id: string, @Body() body: ChangeRoleDto): Promise<UserJson> {
    return this.users.changeRole(id, body.role);
  }
}
