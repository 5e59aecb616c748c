import { BlogList } from '@sorte/ui';
import * as styles from '../home/HomeRoute.css.ts';
import { useOperatorBlog } from './useOperatorBlog.ts';

/** §2 Blog (issue 27 item 5): the operator's articles of `/config.json` `blog`, newest first. */
export function BlogRoute() {
  const { list, renderLink, helpHref } = useOperatorBlog();
  return (
    <div className={styles.page}>
      <BlogList articles={list} helpHref={helpHref} renderLink={renderLink} />
    </div>
  );
}
