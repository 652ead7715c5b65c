// The fixture keeps the 2025 edition's dates as they are.
export * from '../../icei-2025/content/dates';
