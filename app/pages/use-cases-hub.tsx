import { SimplePage } from "../components/page/simple-page";
import type { PageProps } from "../router/lazy-page";

export default function Page(props: PageProps) {
  return <SimplePage {...props} />;
}
