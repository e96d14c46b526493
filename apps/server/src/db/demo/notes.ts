import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notes, studyPdfs } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { excerptOf, sanitizeBody } from '../../modules/notes/sanitize.ts';
import { writePdf } from '../../modules/notes/pdf-writer.ts';
import { DEMO_NOTES, DEMO_PDFS, type DemoPdf } from './notes-content.ts';

const storageKeyOf = (pdf: DemoPdf) => `${pdf.organizationId}/pdf/${pdf.sourceKey.replace(/[^a-z0-9-]+/g, '-')}.pdf`;

/**
 * Demo notes and PDF records; idempotent by source key. The PDFs' bytes are written into the
 * running app's storage by `ensureDemoPdfFiles`, because seeding only has the database.
 */
export async function seedDemoNotes(db: Db): Promise<void> {
  await db
    .insert(notes)
    .values(
      DEMO_NOTES.map((n) => {
        const body = sanitizeBody(n.body);
        return {
          organizationId: n.organizationId,
          subject: n.subject,
          topic: n.topic,
          title: n.title,
          body,
          excerpt: excerptOf(body),
          sourceKey: n.sourceKey,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(studyPdfs)
    .values(
      DEMO_PDFS.map((p) => ({
        organizationId: p.organizationId,
        subject: p.subject,
        topic: p.topic,
        title: p.title,
        description: p.description,
        fileName: p.fileName,
        sizeBytes: writePdf(p.document).length,
        storageKey: storageKeyOf(p),
        sourceKey: p.sourceKey,
      })),
    )
    .onConflictDoNothing();
}

/** Writes the demo PDFs whose records exist but whose bytes this storage does not hold yet. */
export async function ensureDemoPdfFiles(db: Db, storage: Storage): Promise<void> {
  const rows = await db
    .select({ sourceKey: studyPdfs.sourceKey, storageKey: studyPdfs.storageKey })
    .from(studyPdfs)
    .where(
      inArray(
        studyPdfs.sourceKey,
        DEMO_PDFS.map((p) => p.sourceKey),
      ),
    );
  for (const row of rows) {
    const demo = DEMO_PDFS.find((p) => p.sourceKey === row.sourceKey);
    if (demo && !(await storage.get(row.storageKey))) await storage.put(row.storageKey, writePdf(demo.document));
  }
}
