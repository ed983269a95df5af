import { ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../read-model/user.response.js';

export class UserPaginationResponse {
  @ApiProperty({ description: 'Seite', example: 1 })
  page!: number;
  @ApiProperty({ description: 'Benutzer je Seite', example: 20 })
  limit!: number;
  @ApiProperty({ description: 'Passende Benutzer insgesamt', example: 57 })
  total!: number;
  @ApiProperty({ description: 'Seiten insgesamt', example: 3 })
  totalPages!: number;
}

export class UserListResponse {
  @ApiProperty({ description: 'Benutzer dieser Seite', type: [UserResponse] })
  users!: UserResponse[];
  @ApiProperty({ description: 'Seitenangaben', type: UserPaginationResponse })
  pagination!: UserPaginationResponse;
}
