import { NavLink, Outlet } from 'react-router-dom';
import { accountMenu } from '../account';
import { Grid } from '../../../ui/Grid/Grid';
import { sideMenu, sideMenuNav } from '../../../ui/styles/sideMenu.css';
import * as styles from './AccountLayout.css';

/**
 * The account area's frame (account §2): a side menu of personal center, order form and
 * method, the item of the current route highlighted, and the child route beside it.
 */
export function AccountLayout() {
  return (
    <Grid align="start" className={styles.layout}>
      <nav aria-label="Account" className={sideMenuNav}>
        <ul className={sideMenu} role="list">
          {accountMenu.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </Grid>
  );
}
