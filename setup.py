"""Ship the top-level ``assets/`` folder inside the wheel as ``babelworks/assets``.

Everything else about the build lives in pyproject.toml; setuptools cannot map a
folder outside the package into it declaratively while also discovering the
package's subpackages, so this file does only that.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["babelworks", "babelworks.*"]) + ["babelworks.assets"],
    package_dir={"babelworks.assets": "assets"},
    package_data={"babelworks.assets": ["**/*"]},
)
