/** Comma-separated positive whole numbers from the environment (`FANOUT_CLIENTS=300,1000`), else undefined. */
export function envNumbers(name: string): number[] | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const numbers = value.split(',').map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`${name} must be positive whole numbers, comma-separated`);
  return numbers;
}
