// The fixture keeps the 2025 edition's gallery as they are.
export * from '../../icei-2025/content/gallery';
