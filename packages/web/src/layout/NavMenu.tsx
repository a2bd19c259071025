/** A navbar item with `items`: a menu of links that also opens while the pointer is over it. */
import type { NavItem } from '@rntl-docs/artifacts';
import { AppLink } from './AppLink';
import { Menu, MENU_ITEM_CLASS } from './Menu';
import { Tag } from './Tag';

export default function NavMenu({ item }: { item: NavItem }) {
  return (
    <Menu
      label={
        <>
          {item.text}
          <Tag text={item.tag} />
        </>
      }
      variant="nav"
      align="start"
      hover
    >
      {item.items.map((child) =>
        child.target ? (
          <li key={child.text}>
            <AppLink link={child.target} className={MENU_ITEM_CLASS}>
              {child.text}
              <Tag text={child.tag} />
            </AppLink>
          </li>
        ) : null,
      )}
    </Menu>
  );
}
