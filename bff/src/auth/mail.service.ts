// Outgoing mail: SMTP when SMTP_URL is set, otherwise the server log and DATA_DIR/outbox/.
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    const outbox = path.join(this.config.dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.txt`);
    const content = `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
    await fs.writeFile(file, content, { mode: 0o600 });
    this.logger.log(`SMTP_URL is not set: email written to ${file}\n${content}`);
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
