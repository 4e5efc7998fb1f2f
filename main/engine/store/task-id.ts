const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Task ids are engine-made UUIDs; anything else in a URL or on disk is not a task. */
export function isTaskId(value: string): boolean {
  return UUID.test(value);
}
