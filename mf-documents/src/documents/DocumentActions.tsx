// Print and Download for one document, the same in its card and in its view dialog; and the
// bilingual print of an HR document that has its Spanish version.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import Button from 'antd/es/button';
import { useCompanyName } from 'shell/sdk';

import { useT } from '../messages';
import type { GroundworkDocument } from './documentTypes';
import { financialReportHtml } from './financialReport';
import { bilingualPageHtml, documentPageHtml, downloadFile, financialFileName, hrFileName, printHtml, printPage, type PrintablePage } from './printing';

function printable(document: GroundworkDocument, companyName: string): PrintablePage {
  if (document.category === 'hr') {
    return { title: document.title, description: document.description, bodyHtml: String(document.content ?? ''), companyName, language: document.language };
  }
  const bodyHtml = financialReportHtml(document.content, document.fileUrl, document.documentType);
  return { title: document.title, description: document.description, bodyHtml, companyName };
}

/** Download: an HR document as its styled page, a financial one as its JSON. */
export function downloadDocument(document: GroundworkDocument, companyName: string): void {
  if (document.category === 'hr') {
    downloadFile(hrFileName(document.title), documentPageHtml(printable(document, companyName)), 'text/html');
  } else {
    downloadFile(financialFileName(document.title), JSON.stringify(document, null, 2), 'application/json');
  }
}

type ButtonSize = 'small' | 'middle';

export function DocumentActions({ document, size = 'small' }: { document: GroundworkDocument; size?: ButtonSize }) {
  const { t } = useT();
  const companyName = useCompanyName();
  const title = document.title;
  return (
    <>
      <Button
        size={size}
        icon={<PrinterOutlined aria-hidden />}
        aria-label={t('actions.printLabel', { title })}
        onClick={() => printPage(printable(document, companyName))}
      >
        {t('actions.print')}
      </Button>
      <Button
        size={size}
        icon={<DownloadOutlined aria-hidden />}
        aria-label={t('actions.downloadLabel', { title })}
        onClick={() => downloadDocument(document, companyName)}
      >
        {t('actions.download')}
      </Button>
    </>
  );
}

/** Prints the English and the Spanish version of a document on one page, side by side on paper. */
export function BilingualPrintButton({
  english,
  spanish,
  shownTitle,
  size = 'small',
}: {
  english: GroundworkDocument;
  spanish: GroundworkDocument;
  /** The title on screen beside the button, which names it. */
  shownTitle: string;
  size?: ButtonSize;
}) {
  const { t } = useT();
  const companyName = useCompanyName();
  const version = (document: GroundworkDocument) => ({
    language: document.language,
    title: document.title,
    description: document.description,
    bodyHtml: String(document.content ?? ''),
  });
  return (
    <Button
      size={size}
      icon={<TranslationOutlined aria-hidden />}
      aria-label={t('actions.printBilingualLabel', { title: shownTitle })}
      onClick={() => printHtml(bilingualPageHtml([version(english), version(spanish)], companyName))}
    >
      {t('actions.printBilingual')}
    </Button>
  );
}
