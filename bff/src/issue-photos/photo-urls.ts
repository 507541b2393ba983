// A photo's two addresses: API routes checked on every request (issue-photos.controller.ts),
// never a public file or a bucket's URL.

export interface IssuePhotoJson {
  id: string;
  /** The stored copy, at most 2,048 px on its longest side. */
  url: string;
  /** The 320 px thumbnail. */
  thumbnailUrl: string;
}

export function issuePhotoJson(issueId: string, photoId: string): IssuePhotoJson {
  const url = `/api/issues/${issueId}/photos/${photoId}`;
  return { id: photoId, url, thumbnailUrl: `${url}/thumbnail` };
}
