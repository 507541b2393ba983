import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import type { InvoiceTotals } from '../invoices/invoices.service';
import { User } from '../users/user.entity';
import type { DocumentJson } from './documents.repository';
import { DocumentsService } from './documents.service';
import { CreateDocumentDto } from './dto/create-document.dto';
import { DocumentLanguageQueryDto } from './dto/document-language-query.dto';
import { DocumentListQueryDto } from './dto/document-list-query.dto';
import { UpdateHrDocumentDto } from './dto/update-hr-document.dto';
import type { FinancialReportJson } from './financial-statement';
import type { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/**
 * HR and financial documents: admin only, every method. `?language=es` reads or edits an HR
 * document's Spanish version; without it, the English original.
 */
@Allow('admin')
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @AnswersList('DocumentJson')
  @Get()
  list(@Query() query: DocumentListQueryDto): Promise<DocumentJson[]> {
    return this.documents.list(query.category, query.language);
  }

  /** The Financial Documents cards: Total Revenue, Total Paid, Total Pending. */
  @Answers('InvoiceTotals')
  @Get('financial-totals')
  financialTotals(): Promise<InvoiceTotals> {
    return this.documents.financialTotals();
  }

  /** A generated financial statement in the reader's language: its printable HTML (money and dates by Intl for the language). */
  @Answers('FinancialReportJson')
  @Get(':id/report')
  financialReport(@Param('id', UuidParamPipe) id: string, @RequestLanguage() language: Language): Promise<FinancialReportJson> {
    return this.documents.financialReport(id, language);
  }

  @Answers('DocumentJson')
  @Post()
  create(@Body() body: CreateDocumentDto, @CurrentUser() user: User): Promise<DocumentJson> {
    return this.documents.create(body, user);
  }

  @Answers('DocumentJson')
  @Patch(':id')
  update(
    @Param('id', UuidParamPipe) id: string,
    @Query() query: DocumentLanguageQueryDto,
    @Body() body: UpdateHrDocumentDto,
    @CurrentUser() user: User,
  ): Promise<DocumentJson> {
    return this.documents.updateHr(id, body, user, query.language);
  }

  @ApiNoContentResponse()
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', UuidParamPipe) id: string, @CurrentUser() user: User): Promise<void> {
    await this.documents.remove(id, user);
  }
}
