/** "1 slide", "3 slides": a count with its noun, plural when it is not one. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
