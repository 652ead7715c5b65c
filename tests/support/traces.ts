// What is left of a person anywhere in the suite: the erasure test's scan, and the restore drill's.
import { getFirestore, type Query } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { suiteAdminApp } from '../../scripts/suite/admin';

/**
 * The documents and files that mention any of `marks`, by path: every document of every
 * collection, whichever exist, with the subcollections of the registration `id` and every
 * collection group named like one of them (an audit trail left under a deleted record).
 */
export async function tracesOf(id: string, marks: string[]): Promise<string[]> {
  const db = getFirestore(suiteAdminApp());
  const documents: { path: string; text: string }[] = [];
  const read = async (query: Query) =>
    documents.push(
      ...(await query.get()).docs.map((doc) => ({ path: doc.ref.path, text: JSON.stringify(doc.data()) })),
    );
  const subcollections = (await db.doc(`registrations/${id}`).listCollections()).map((collection) => collection.id);
  await Promise.all([
    ...(await db.listCollections()).map(read),
    ...[...new Set([...subcollections, 'audit'])].map((name) => read(db.collectionGroup(name))),
  ]);
  const [files] = await getStorage(suiteAdminApp()).bucket().getFiles();
  const mentions = (text: string) => marks.some((mark) => text.includes(mark));
  return [
    ...new Set([
      ...documents.filter(({ path, text }) => mentions(path) || mentions(text)).map(({ path }) => path),
      ...files.map((file) => file.name).filter(mentions),
    ]),
  ].sort();
}
