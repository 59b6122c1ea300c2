/** A signed-in screen's data as its server render read it: the API's answer, or its error status and body. */
export type ScreenRead<T> = { data: T } | { failure: ScreenReadFailure };

/** What the API call the screen stands for would have answered instead of its data. */
export interface ScreenReadFailure {
  status: number;
  body: string;
}
