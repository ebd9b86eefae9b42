import type { CrumbsHandle } from '../shared/components/breadcrumbs';
import type { TitleHandle } from '../shared/components/page-title';

/** A page's breadcrumb trail; its title defaults to where the trail ends. */
export function crumbs(
  trail: CrumbsHandle['crumbs'],
  title?: TitleHandle['title'],
): CrumbsHandle & TitleHandle {
  return { crumbs: trail, title: title ?? ((params) => trail(params).at(-1)?.label ?? '') };
}

export function titled(title: string): TitleHandle {
  return { title: () => title };
}
