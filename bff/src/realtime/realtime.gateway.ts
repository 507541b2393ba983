// The /ws gateway: the adapter has already authenticated the socket and put its user id on the request.
import { OnGatewayConnection } from '@nestjs/websockets';
import { WebSocketGateway } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { CLOSE_CODES } from './realtime-events';
import { RealtimeService } from './realtime.service';
import { AUTHENTICATED_USER_ID } from './session-ws.adapter';

@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayConnection {
  constructor(private readonly realtime: RealtimeService) {}

  handleConnection(socket: WebSocket, request: IncomingMessage & { [AUTHENTICATED_USER_ID]?: string }): void {
    const userId = request[AUTHENTICATED_USER_ID];
    if (!userId) {
      socket.close(CLOSE_CODES.unauthorized, 'Unauthorized');
      return;
    }
    this.realtime.addSocket(userId, socket);
  }
}
