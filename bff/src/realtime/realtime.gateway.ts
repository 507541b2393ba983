// The /ws gateway: the adapter has already authenticated the socket and put its user on the request.
import { OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { CLOSE_CODES } from './realtime-events';
import { RealtimeService } from './realtime.service';
import { AUTHENTICATED_USER, type AuthenticatedRequest } from './session-ws.adapter';

@WebSocketGateway({ path: '/ws' })
export class RealtimeGateway implements OnGatewayConnection {
  constructor(private readonly realtime: RealtimeService) {}

  handleConnection(socket: WebSocket, request: AuthenticatedRequest): void {
    const user = request[AUTHENTICATED_USER];
    if (!user) {
      socket.close(CLOSE_CODES.unauthorized, 'Unauthorized');
      return;
    }
    this.realtime.addSocket(user.id, user.role, socket, user.sid, user.language);
  }
}
