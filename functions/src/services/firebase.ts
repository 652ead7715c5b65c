// The one place that initialises the Admin SDK. On Cloud Functions (and in its emulator) the
// project and default bucket come from the runtime's FIREBASE_CONFIG; nothing is hard-coded.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function firestore(): Firestore {
  return getFirestore(adminApp());
}

export function storageBucket(): ReturnType<ReturnType<typeof getStorage>['bucket']> {
  return getStorage(adminApp()).bucket();
}
