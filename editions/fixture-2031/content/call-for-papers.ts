// The fixture keeps the 2025 edition's call-for-papers as they are.
export * from '../../icei-2025/content/call-for-papers';
