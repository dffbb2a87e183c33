/** A labelled navigator query: the same shape as the requests the navigator learns from. */
export type {
  LabelledRequest as EvalCase,
  RequestGroup as EvalGroup,
} from "../../../content/navigator/labelled/types";
