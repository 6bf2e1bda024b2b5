/** The editor's first slice: the industry files as the file API lists them, each with the build's checks. */
import { useEffect, useState } from 'react';
import { industryFilePath } from '../core/industry-file.ts';
import type { StoreListing } from '../core/store.ts';
import { checkIndustryData, editorIndustrySchema } from '../core/validation.ts';
import { devApiStore } from './dev-api-store.ts';

export function App() {
  const [listing, setListing] = useState<StoreListing | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    devApiStore.list().then(setListing, (failure: Error) => setError(failure.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!listing) return <p>Loading the industry files…</p>;
  const schema = editorIndustrySchema(listing.assets);
  const others = listing.files.map((file) => ({ file: industryFilePath(file.name), data: file.data }));
  return (
    <main>
      <h1>Industry pages</h1>
      <ul>
        {listing.files.map((file) => {
          const context = { file: industryFilePath(file.name), others, reserved: listing.reserved, assets: listing.assets };
          const issues = checkIndustryData(schema, file.data, context).issues;
          return (
            <li key={file.name}>
              {file.name}: {issues.length ? issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') : 'passes the checks'}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
