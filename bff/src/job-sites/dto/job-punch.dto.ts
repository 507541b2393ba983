import { OmitType } from '@nestjs/swagger';
import { PunchDto } from '../../time-entries/dto/punch.dto';

/**
 * Start Job and End Job: where the browser says the foreman was, since each also punches their
 * clock (the same rules as a punch: latitude and longitude together or not at all, accuracy in
 * meters). Always their own clock, so no `userId`. An empty or absent body is a punch without a
 * location.
 */
export class JobPunchDto extends OmitType(PunchDto, ['userId'] as const) {}
