// Readable HTML inside the app (the view dialog): tables and lists of the HR documents.
export const DOCUMENT_CONTENT_CLASS = 'gw-document-content';

export const DOCUMENT_CONTENT_STYLE = `
.${DOCUMENT_CONTENT_CLASS} { line-height: 1.6; overflow-wrap: anywhere; }
.${DOCUMENT_CONTENT_CLASS} h2, .${DOCUMENT_CONTENT_CLASS} h3 { margin: 16px 0 8px; font-weight: 600; }
.${DOCUMENT_CONTENT_CLASS} h3 { font-size: 1.05rem; }
.${DOCUMENT_CONTENT_CLASS} ul, .${DOCUMENT_CONTENT_CLASS} ol { padding-left: 1.4em; }
.${DOCUMENT_CONTENT_CLASS} table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
.${DOCUMENT_CONTENT_CLASS} th, .${DOCUMENT_CONTENT_CLASS} td { border: 1px solid #e7e5e4; padding: 6px 10px; text-align: left; vertical-align: top; }
.${DOCUMENT_CONTENT_CLASS} th { background: #fafaf9; width: 40%; }
`;
