import type { ExpertisePageInput } from './schema';

/** Explore group "DevOps & Cloud". */
export const devopsAndCloud: ExpertisePageInput[] = [
  {
    slug: 'docker',
    title: 'Docker & Containers',
    description:
      'Docker done properly: multi-stage builds, small distroless images, reproducible dev environments with Compose, image scanning and containers ready for any orchestrator.',
    hero: {
      tagText: 'Docker',
      heading: ['Ship the same box', 'from laptop', 'to production.'],
      variant: 'blue',
      image: '/media/images/expertise/docker.webp',
    },
    intro:
      'Containers that build in seconds, weigh megabytes rather than gigabytes, and behave the same on a new hire’s laptop as on the production cluster.',
    aside: [
      {
        image: '/media/images/expertise/docker-1.webp',
        title: 'Multi-stage builds, small images',
        paragraph:
          'A <strong>multi-stage Dockerfile</strong> compiles in a full toolchain image and copies only the output into the final stage. Runtime images are distroless or Alpine-based, run as a non-root user, and typically shrink from 1.2 GB to under 150 MB. Smaller images pull faster on autoscaling, start faster after a crash, and present far less attack surface to a scanner.',
      },
      {
        icon: { name: 'Bolt', width: 96 },
        title: 'Builds that use the cache',
        paragraph:
          'Layer order matters: dependency manifests are copied and installed before source code, so a one-line change does not reinstall the world. BuildKit cache mounts keep package-manager caches between builds, <code>.dockerignore</code> keeps <code>node_modules</code> and secrets out of the context, and CI pushes a registry cache so every runner starts warm.',
      },
      {
        image: '/media/images/expertise/docker-3.webp',
        title: 'Development environments in one command',
        paragraph:
          'A Docker Compose file brings up the app, PostgreSQL, Redis, a mail catcher and an S3-compatible store with seeded data. New developers run <code>docker compose up</code> on their first morning and open a working product before lunch. Dev containers give VS Code and JetBrains users the same toolchain versions, ending "works on my machine" for good.',
      },
      {
        icon: { name: 'Shield', width: 96 },
        title: 'Secure supply chain',
        paragraph:
          'Base images pinned by digest and rebuilt weekly, vulnerability scanning with Trivy or Grype that fails CI on critical findings, an SBOM attached to every image and signatures with cosign. Secrets are injected at run time through the orchestrator, never baked into a layer where <code>docker history</code> would reveal them.',
      },
    ],
    iconCards: {
      title: 'Container practices we bring',
      paragraph: 'Whether your containers run on a single VPS, ECS or Kubernetes, these habits keep them predictable.',
      items: [
        { icon: { name: 'Docker', width: 24 }, title: 'Dockerfile review', description: 'Layer ordering, base-image choice and user permissions checked line by line.' },
        { icon: { name: 'Activity', width: 24 }, title: 'Health checks', description: 'Liveness and readiness probes that reflect real dependencies, not just an open port.' },
        { icon: { name: 'Terminal', width: 24 }, title: 'Graceful shutdown', description: 'SIGTERM handled so in-flight requests finish before the container exits.' },
        { icon: { name: 'Boxes', width: 24 }, title: 'Orchestration', description: 'ECS, Nomad or Kubernetes manifests with resource limits and autoscaling rules.' },
      ],
    },
  },
  {
    slug: 'virtualization',
    title: 'Virtualization',
    description:
      'Virtualisation with Proxmox, KVM and VMware: right-sized virtual machines, high-availability clusters, backups and migrations off ageing hardware.',
    hero: {
      tagText: 'Virtualization',
      heading: ['More from every', 'server you', 'already own.'],
      variant: 'cyan',
      image: '/media/images/expertise/virtualization.webp',
    },
    intro:
      'Hypervisor clusters, virtual machines and private-cloud setups for teams that need control over where their workloads run — and what that hardware costs.',
    aside: [
      {
        image: '/media/images/expertise/virtualization-1.webp',
        title: 'Hypervisors chosen for your constraints',
        paragraph:
          'Proxmox VE on KVM suits most small and mid-sized estates: open source, clustered, with a web console and an API. Existing VMware shops weighing licence changes get an honest migration plan. For development labs and CI runners, lightweight options such as Firecracker micro-VMs or LXC containers give isolation at a fraction of the overhead.',
      },
      {
        icon: { name: 'Cpu', width: 96 },
        title: 'Right-sizing and consolidation',
        paragraph:
          'We measure actual CPU ready time, memory ballooning and disk latency before touching anything. Over-provisioned virtual machines are trimmed, noisy neighbours separated, and NUMA alignment respected for databases. Consolidation projects routinely retire a third of physical hosts while making the remaining workloads <strong>faster</strong>, because contention finally gets managed instead of ignored.',
      },
      {
        image: '/media/images/expertise/virtualization-3.webp',
        title: 'High availability and storage',
        paragraph:
          'Three-node clusters with shared Ceph or ZFS-replicated storage let a failed host’s virtual machines restart elsewhere automatically. Live migration moves workloads during hardware maintenance without downtime. We design fencing and quorum carefully, because a split-brain cluster that writes to the same disk from two nodes is worse than no cluster at all.',
      },
      {
        icon: { name: 'Cloud', width: 96 },
        title: 'Private, public or both',
        paragraph:
          'Steady, predictable workloads are often far cheaper on owned hardware in a colocation rack; spiky or experimental ones belong in a public cloud. We model three-year costs honestly, including power, spares and the engineer-hours to run it, and build <strong>hybrid setups</strong> where a site-to-site VPN joins your cluster to AWS or DigitalOcean for burst capacity and off-site backups.',
      },
    ],
    iconCards: {
      title: 'Typical virtualisation work',
      paragraph: 'Projects range from a weekend lab rebuild to a staged migration of a hundred production virtual machines.',
      items: [
        { icon: { name: 'Server', width: 24 }, title: 'Cluster builds', description: 'Proxmox or KVM clusters with networking, storage and access control designed together.' },
        { icon: { name: 'Refresh', width: 24 }, title: 'P2V and V2V migration', description: 'Physical and VMware machines moved with tested rollback at each step.' },
        { icon: { name: 'Database', width: 24 }, title: 'Backup and replication', description: 'Proxmox Backup Server with deduplication, off-site copies and restore drills.' },
        { icon: { name: 'Network', width: 24 }, title: 'Network design', description: 'VLANs, bonded links and firewalls segmenting management, storage and guest traffic.' },
        { icon: { name: 'Monitor', width: 24 }, title: 'Capacity monitoring', description: 'Dashboards and alerts for headroom, so hardware is bought before it is needed.' },
      ],
    },
  },
  {
    slug: 'ansible-web-servers',
    title: 'Ansible & Web Servers',
    description:
      'Server configuration as code with Ansible: idempotent playbooks, hardened Nginx and Caddy web servers, automatic TLS, zero-downtime deploys and patching you can repeat.',
    hero: {
      tagText: 'Ansible & Web Servers',
      heading: ['Servers described', 'in code, not', 'in someone’s memory.'],
      variant: 'green',
      image: '/media/images/expertise/ansible-web-servers.webp',
    },
    intro:
      'Ansible playbooks that rebuild any server from scratch in minutes, and web servers tuned to serve your traffic securely and quickly.',
    aside: [
      {
        image: '/media/images/expertise/ansible-web-servers-1.webp',
        title: 'Idempotent playbooks',
        paragraph:
          'Every package, user, firewall rule and config file is declared in an <strong>Ansible role</strong>, so running the playbook twice changes nothing the second time. Roles are tested with Molecule against fresh containers, variables are layered by environment, and secrets sit in Ansible Vault. Rebuilding a lost server becomes a command, not an archaeology project through shell history.',
      },
      {
        icon: { name: 'Globe', width: 96 },
        title: 'Nginx and Caddy, tuned',
        paragraph:
          'Reverse proxies with HTTP/2 and HTTP/3, Brotli compression, long-lived caching for fingerprinted assets, sensible buffer and timeout values, and upstream health checks. Caddy handles certificate issuance and renewal automatically; on Nginx we run Certbot or acme.sh with renewal hooks. Security headers — HSTS, CSP, frame options — are set once in a shared snippet.',
      },
      {
        image: '/media/images/expertise/ansible-web-servers-3.webp',
        title: 'Deploys without a maintenance page',
        paragraph:
          'Releases go into a new timestamped directory, dependencies install there, and a symlink switch plus a graceful reload points traffic at the new version while old workers finish their requests. Rolling across several servers behind a load balancer, Ansible’s <code>serial</code> keyword updates one batch at a time and stops if health checks fail.',
      },
      {
        icon: { name: 'Lock', width: 96 },
        title: 'Hardening and patching',
        paragraph:
          'SSH keys only, no root login, fail2ban, unattended security updates, auditd and a CIS-benchmark baseline applied by the same playbooks. Monthly patch runs go to staging first, then production in batches, with a report of what changed. The configuration that passed your audit is the configuration that runs, because it is the code.',
      },
    ],
    iconCards: {
      title: 'What we automate',
      paragraph: 'If it was done by hand twice, it belongs in a playbook. These are the usual first candidates.',
      items: [
        { icon: { name: 'Ansible', width: 24 }, title: 'Provisioning', description: 'Users, packages, firewall and monitoring agents on every new host.' },
        { icon: { name: 'Key', width: 24 }, title: 'TLS certificates', description: 'Automatic issuance and renewal, with alerts well before anything expires.' },
        { icon: { name: 'Rocket', width: 24 }, title: 'Application deploys', description: 'Repeatable releases with health checks and one-command rollback.' },
        { icon: { name: 'Shield', width: 24 }, title: 'Compliance baselines', description: 'CIS controls applied and verified on every run, with drift reported.' },
        { icon: { name: 'Clock', width: 24 }, title: 'Scheduled maintenance', description: 'Log rotation, backups and certificate checks run on a predictable cadence.' },
      ],
    },
  },
  {
    slug: 'aws-vercel-digitalocean',
    title: 'AWS, Vercel & DigitalOcean',
    description:
      'Cloud hosting matched to your product and budget: AWS for depth, Vercel for front ends, DigitalOcean for simplicity, all in Terraform and cost-controlled.',
    hero: {
      tagText: 'AWS, Vercel & DigitalOcean',
      heading: ['The right cloud', 'for this stage', 'of your product.'],
      variant: 'blue',
      image: '/media/images/expertise/aws-vercel-digitalocean.webp',
    },
    intro:
      'We host on the platform that fits — not the one with the biggest logo — and keep the infrastructure in code so you can change your mind later.',
    aside: [
      {
        image: '/media/images/expertise/aws-vercel-digitalocean-1.webp',
        title: 'AWS when you need depth',
        paragraph:
          'Accounts organised with AWS Organizations and IAM Identity Center, networking in private subnets, RDS for PostgreSQL with Multi-AZ, ECS on Fargate or Lambda for compute, S3 with lifecycle rules, and CloudFront in front. Everything is defined in <strong>Terraform</strong> or the CDK, reviewed as a plan in pull requests, and applied by CI — never clicked together in the console.',
      },
      {
        icon: { name: 'Vercel', width: 96 },
        title: 'Vercel for front ends that move fast',
        paragraph:
          'Next.js sites and apps deploy on every push with a preview URL per pull request, edge caching, image optimisation and incremental static regeneration out of the box. We configure environment variables per environment, protect previews with authentication, watch function duration and bandwidth on the usage dashboard, and move heavy background work to a service better suited to it.',
      },
      {
        image: '/media/images/expertise/aws-vercel-digitalocean-3.webp',
        title: 'DigitalOcean for straightforward stacks',
        paragraph:
          'Many products need an app, a managed PostgreSQL database, object storage and a load balancer — nothing more. DigitalOcean’s App Platform or a couple of Droplets deliver that at a predictable monthly price that a founder can read on one line. We still set up backups, private networking, monitoring and alerts as if it were a much bigger platform.',
      },
      {
        icon: { name: 'Chart', width: 96 },
        title: 'Cloud bills that make sense',
        paragraph:
          'Tags on every resource, budgets with alerts, and a monthly review of the largest line items. Typical savings come from rightsizing instances, Savings Plans for steady load, S3 Intelligent-Tiering, deleting forgotten snapshots and NAT gateway traffic routed through VPC endpoints. We report cost per customer or per request so spending tracks the business, not just the calendar.',
      },
    ],
    iconCards: {
      title: 'Cloud services we set up and run',
      paragraph: 'Infrastructure is code, environments are identical, and someone is watching the dashboards.',
      items: [
        { icon: { name: 'Aws', width: 24 }, title: 'AWS landing zone', description: 'Multi-account structure, guardrails, SSO and centralised logging.' },
        { icon: { name: 'DigitalOcean', width: 24 }, title: 'Managed platforms', description: 'App Platform, managed databases and Spaces with backups and alerts.' },
        { icon: { name: 'Cloud', width: 24 }, title: 'Migrations', description: 'Moves between providers planned service by service, with rehearsed cutovers.' },
        { icon: { name: 'Lock', width: 24 }, title: 'Security posture', description: 'Least-privilege IAM, encrypted storage and secrets in a managed vault.' },
        { icon: { name: 'Activity', width: 24 }, title: 'Monitoring', description: 'Uptime checks, error tracking and on-call alerting routed to the right people.' },
      ],
    },
  },
  {
    slug: 'ci-cd',
    title: 'CI/CD Pipelines',
    description:
      'CI/CD with GitHub Actions and GitLab CI: trunk-based development, fast test pipelines, preview environments per pull request, and deploys you can run on a Friday.',
    hero: {
      tagText: 'CI/CD',
      heading: ['Deploy on a Friday', 'afternoon', 'and enjoy the weekend.'],
      variant: 'cyan',
      image: '/media/images/expertise/ci-cd.webp',
    },
    intro:
      'Pipelines that test every change in minutes, give reviewers a live preview, and put approved code in front of customers the same day.',
    aside: [
      {
        image: '/media/images/expertise/ci-cd-1.webp',
        title: 'Trunk-based development',
        paragraph:
          'Short-lived branches merged to main at least daily, behind <strong>feature flags</strong> when the work is not ready to be seen. Small pull requests get reviewed within hours instead of rotting for a week, merge conflicts shrink to almost nothing, and main is always releasable. It is the single habit that most improves delivery speed in the teams we work with.',
      },
      {
        icon: { name: 'GithubActions', width: 96 },
        title: 'Pipelines that finish in minutes',
        paragraph:
          'Linting, type checks and unit tests run in parallel jobs; end-to-end tests shard across runners; dependency and build caches are keyed on lockfiles. Only the packages affected by a change get rebuilt in a monorepo. We treat a slow or flaky pipeline as a production incident, because developers stop trusting — and start ignoring — a red build that is usually wrong.',
      },
      {
        image: '/media/images/expertise/ci-cd-3.webp',
        title: 'A preview environment per pull request',
        paragraph:
          'Every pull request gets its own URL with its own seeded database branch, so designers, product managers and clients can click through the change before it merges. Previews are torn down automatically when the branch closes. Reviews become conversations about a running product rather than about screenshots pasted into a ticket.',
      },
      {
        icon: { name: 'Rocket', width: 96 },
        title: 'Progressive delivery',
        paragraph:
          'Database migrations run before code that depends on them, following expand-and-contract so old and new versions coexist. Releases go out as canaries or blue-green swaps, with automatic rollback when error rates or latency cross a threshold. DORA metrics — deploy frequency, lead time, change failure rate and recovery time — are tracked so improvement is measured, not claimed.',
      },
    ],
    iconCards: {
      title: 'Pipeline building blocks',
      paragraph: 'Assembled on GitHub Actions, GitLab CI or Buildkite, depending on where your code already lives.',
      items: [
        { icon: { name: 'Git', width: 24 }, title: 'Branch protection', description: 'Required checks, code owners and signed commits on the main branch.' },
        { icon: { name: 'Check', width: 24 }, title: 'Test strategy', description: 'A healthy pyramid: many fast unit tests, fewer integration and end-to-end tests.' },
        { icon: { name: 'Eye', width: 24 }, title: 'Preview URLs', description: 'Ephemeral environments with seeded data for every pull request.' },
        { icon: { name: 'Shield', width: 24 }, title: 'Security scanning', description: 'Secret detection, dependency audits and static analysis on each commit.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'DORA metrics', description: 'Delivery performance dashboards that show whether changes are helping.' },
      ],
    },
  },
];
