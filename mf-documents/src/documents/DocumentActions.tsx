// Print and Download for one document, the same in its card and in its view dialog.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import { useCompanyName } from 'shell/sdk';

import type { GroundworkDocument } from './documentTypes';
import { financialReportHtml } from './financialReport';
import { documentPageHtml, downloadFile, financialFileName, hrFileName, printPage, type PrintablePage } from './printing';

function printable(document: GroundworkDocument, companyName: string): PrintablePage {
  const bodyHtml = document.category === 'hr' ? String(document.content ?? '') : financialReportHtml(document.content, document.fileUrl, document.documentType);
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

export function DocumentActions({ document, size = 'small' }: { document: GroundworkDocument; size?: 'small' | 'middle' }) {
  const companyName = useCompanyName();
  const label = (action: string) => `${action} ${document.title}`;
  return (
    <>
      <Button size={size} icon={<PrinterOutlined aria-hidden />} aria-label={label('Print')} onClick={() => printPage(printable(document, companyName))}>
        Print
      </Button>
      <Button size={size} icon={<DownloadOutlined aria-hidden />} aria-label={label('Download')} onClick={() => downloadDocument(document, companyName)}>
        Download
      </Button>
    </>
  );
}
